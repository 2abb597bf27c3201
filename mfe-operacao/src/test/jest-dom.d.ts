// Types of the @testing-library/jest-dom matchers (loaded at run time by the shared jest setup).
/// <reference types="@testing-library/jest-dom" />
