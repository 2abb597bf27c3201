// The server build's stylesheets: nothing. The browser build extracts them, and the shell's
// server links the ones a page needs from the remote's mf-manifest.json.
module.exports = function serverCss() {
  return 'export {};';
};
