import React from 'react';
import Home from '../components/Home';
import Seo from '../components/Seo';

export default function HomePage() {
  return (
    <>
      <Seo pathname="/" />
      <Home />
    </>
  );
}
