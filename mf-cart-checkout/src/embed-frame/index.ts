// The async boundary Module Federation's shared modules need (like src/index.ts): the frame's
// code starts once React and the other singletons are resolved.
void import('./bootstrap');
