// The server hosts the web app with middleware on, so its load context is a RouterContextProvider.
import 'react-router';

declare module 'react-router' {
  interface Future {
    v8_middleware: true;
  }
}
