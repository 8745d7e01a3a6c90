import { Link, isRouteErrorResponse, useRouteError } from 'react-router';

export function NotFoundPage() {
  return (
    <main id="main" className="page" tabIndex={-1}>
      <h1 className="page-title">Page not found</h1>
      <p>The page you asked for does not exist or has moved.</p>
      <p>
        <Link to="/">Go to your products</Link>
      </p>
    </main>
  );
}

/** Shown when a page fails to load or render (for example its chunk could not be fetched). */
export function RouteErrorPage() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  return (
    <main id="main" className="page" tabIndex={-1}>
      <h1 className="page-title">Something went wrong</h1>
      <p>This page could not be shown. Reload the page to try again.</p>
      <p>
        <Link to="/">Go to your products</Link>
      </p>
    </main>
  );
}
