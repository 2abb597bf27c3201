// Mantine component tests type and click for real; on a busy 2-core machine jest's 5 s default
// per test is too tight (testTimeout is a global option, so it is set here, per project).
jest.setTimeout(30_000);
