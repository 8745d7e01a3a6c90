import { Link } from 'react-router';

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
