// Puppeteer never downloads a browser: tests drive the machine's Chromium (see tests/e2e/browser.ts).
module.exports = { skipDownload: true };
