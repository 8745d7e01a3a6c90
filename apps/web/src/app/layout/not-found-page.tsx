import { AppLink } from '../../components/app-link';

export function NotFoundPage() {
  return (
    <main id="main" className="page" tabIndex={-1}>
      <h1 className="page-title">Page not found</h1>
      <p>The page you asked for does not exist or has moved.</p>
      <p>
        <AppLink to="/">Go to your products</AppLink>
      </p>
    </main>
  );
}
