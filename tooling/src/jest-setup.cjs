// Matchers such as toBeInTheDocument / toHaveAccessibleName for every front-end test.
require('@testing-library/jest-dom');
