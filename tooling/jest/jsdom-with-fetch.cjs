// jsdom plus Node's fetch family, so the real shared-auth `http` (ky) runs in component tests
// against a mocked global fetch. FormData/Blob/File and AbortController come from Node too: undici's
// Request refuses jsdom's, and multipart uploads must serialise.
// jsdom's addEventListener in turn refuses Node's AbortSignal (Mantine passes `{ signal }`), so a
// foreign signal is honoured by hand; and React 19 builds `new FormData(formElement)` on submit,
// which Node's FormData cannot read, so the form's entries are copied through jsdom's.
const { TestEnvironment } = require('jest-environment-jsdom');

const FROM_NODE = ['fetch', 'Request', 'Response', 'Headers', 'FormData', 'Blob', 'File', 'ReadableStream',
  'AbortController', 'AbortSignal', 'structuredClone'];

class JsdomWithFetchEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    const JsdomFormData = this.global.FormData;
    for (const name of FROM_NODE) {
      if (globalThis[name] !== undefined) this.global[name] = globalThis[name];
    }
    this.global.FormData = class FormData extends globalThis.FormData {
      constructor(form, submitter) {
        super();
        if (form) for (const [key, value] of new JsdomFormData(form, submitter)) this.append(key, value);
      }
    };
    const proto = this.global.EventTarget.prototype;
    const original = proto.addEventListener;
    proto.addEventListener = function addEventListener(type, listener, options) {
      if (options && typeof options === 'object' && options.signal) {
        const { signal, ...rest } = options;
        if (signal.aborted) return undefined;
        original.call(this, type, listener, rest);
        signal.addEventListener('abort', () => this.removeEventListener(type, listener, rest), { once: true });
        return undefined;
      }
      return original.call(this, type, listener, options);
    };
  }
}

module.exports = JsdomWithFetchEnvironment;
