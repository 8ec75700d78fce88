// Integration tests run the server as `npm start` does, on React's production build: the
// development build writes error messages into the HTML for debugging.
process.env.NODE_ENV = 'production';
