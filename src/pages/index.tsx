import React from 'react';
import { Link } from 'gatsby';
import Seo from '../components/Seo';
import { siteConfig } from '../config/runtime';

export default function HomePage() {
  return (
    <>
      <Seo pathname="/" />
      <main className="home">
        <h1>{siteConfig.title}</h1>
        <p>{siteConfig.tagline}</p>
        <Link to="/docs">Get started</Link>
      </main>
    </>
  );
}
