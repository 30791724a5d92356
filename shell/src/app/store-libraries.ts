/**
 * The state libraries the shell's store is built from (Redux, Immer, Reselect, Redux Toolkit,
 * RTK Query and React Redux), imported by a start-up step of their own (bootstrap.tsx): evaluating
 * them is a task apart from building the store, each short enough not to delay a tap on a phone.
 * Re-exported rather than imported for effect: every package here declares no side effects, so a
 * bare `import 'x'` would be dropped from the build.
 */
export { configureStore } from '@reduxjs/toolkit';
export { createApi } from '@reduxjs/toolkit/query/react';
export { Provider } from 'react-redux';
