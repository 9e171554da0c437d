import React from 'react';
import { Link } from 'gatsby';
import Seo from '../components/Seo';

export default function NotFoundPage() {
  return (
    <>
      <Seo title="Page Not Found" pathname="/404" noindex />
      <main className="container not-found">
        <h1>Page Not Found</h1>
        <p>We could not find what you were looking for.</p>
        <p>Please contact the owner of the site that linked you to the original URL and let them know their link is broken.</p>
        <p>
          <Link to="/docs">Read the docs</Link> or <Link to="/">go to the home page</Link>.
        </p>
      </main>
    </>
  );
}
