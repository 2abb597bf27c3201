// Component tests type into real Mantine forms; on a busy CI/dev machine jest's 5 s is too tight.
// (testTimeout in a project config is ignored when jest runs several projects.)
jest.setTimeout(20_000);
