// jsdom plus Node's fetch family (jsdom has no fetch/Request/Response), so ky runs in tests.
// AbortController/AbortSignal come from Node too: undici's Request rejects jsdom's signals.
const { TestEnvironment } = require('jest-environment-jsdom');

const FROM_NODE = ['fetch', 'Request', 'Response', 'Headers', 'FormData', 'Blob', 'File', 'ReadableStream', 'AbortController', 'AbortSignal', 'structuredClone'];

class JsdomWithFetchEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    for (const name of FROM_NODE) {
      if (globalThis[name] !== undefined) this.global[name] = globalThis[name];
    }
  }
}

module.exports = JsdomWithFetchEnvironment;
