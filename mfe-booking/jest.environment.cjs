// jsdom plus Node's fetch/Request/Response, so the real shared-auth `http` (ky) runs in component
// tests against a mocked global fetch. Unlike shared-auth's environment, jsdom keeps its own
// AbortController/AbortSignal and FormData: Mantine registers DOM listeners with jsdom signals
// and React reads jsdom forms. Node's Request refuses jsdom signals, so the Request given to ky
// drops a foreign signal (the fetch is fake in tests; nothing is ever aborted mid-flight).
const { TestEnvironment } = require('jest-environment-jsdom');

const FROM_NODE = ['fetch', 'Response', 'Headers', 'ReadableStream', 'Blob', 'structuredClone'];

class JsdomWithFetchEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    for (const name of FROM_NODE) {
      if (globalThis[name] !== undefined) this.global[name] = globalThis[name];
    }
    const NodeRequest = globalThis.Request;
    const NodeAbortSignal = globalThis.AbortSignal;
    this.global.Request = class Request extends NodeRequest {
      constructor(input, init) {
        const signal = init && init.signal;
        super(input, signal && !(signal instanceof NodeAbortSignal) ? { ...init, signal: undefined } : init);
      }
    };
  }
}

module.exports = JsdomWithFetchEnvironment;
