// Async boundary: federation negotiates shared modules before any of them is evaluated.
void import('./bootstrap');
