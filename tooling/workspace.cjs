// The workspace's own packages, by kind, for the configs that go over them (the jest projects, the
// scan of the shared libraries' façades). A new front-end package is added here, once.

/** The libraries every front-end imports. */
const SHARED_PACKAGES = ['shared-domain', 'shared-auth', 'shared-ui'];

/** The shell and the remotes (the front-ends webpack builds). */
const FRONT_END_APPS = ['shell', 'mfe-discovery', 'mfe-booking', 'mfe-therapist-area', 'mfe-client-area', 'mfe-operacao'];

module.exports = { SHARED_PACKAGES, FRONT_END_APPS };
