import React from 'react';
import Seo from '../components/Seo';
import NotFoundContent from '../components/NotFoundContent';
import { useHtmlSuffixRedirect } from '../hooks/useHtmlSuffixRedirect';
import { translate } from '../i18n/translate';

export default function NotFoundPage() {
  const redirecting = useHtmlSuffixRedirect();
  return (
    <>
      <Seo title={translate('theme.NotFound.title')} pathname="/404" noindex />
      <NotFoundContent redirecting={redirecting} />
    </>
  );
}
