import React from 'react';
import { siteConfig } from '../../config/runtime';
import SmartLink from '../Link';
import * as styles from './styles.module.css';

const FEATURES = [
  {
    title: 'One key, every vendor',
    body: 'Call OpenAI, Anthropic, Gemini, DeepSeek, Qwen, Grok, MiniMax and more with a single API key and one bill.',
  },
  {
    title: 'OpenAI-compatible',
    body: 'Point the OpenAI SDK you already use at the gateway and switch models by changing one string.',
  },
  {
    title: 'Native formats too',
    body: 'Keep using the Anthropic Messages, Gemini generateContent, Dify or Kling request shapes where your code expects them.',
  },
  {
    title: 'Text, images, audio, video',
    body: 'Chat, embeddings, image generation, speech, transcription and asynchronous video jobs behind the same base URL.',
  },
];

const VENDORS: ReadonlyArray<[string, string]> = [
  ['OpenAI', '/docs/api-reference/openai/chat'],
  ['Anthropic', '/docs/api-reference/anthropic/messages'],
  ['Gemini', '/docs/api-reference/gemini'],
  ['DeepSeek', '/docs/api-reference/deepseek/chat'],
  ['Qwen', '/docs/api-reference/qwen/chat'],
  ['Grok', '/docs/api-reference/grok/chat'],
  ['MiniMax', '/docs/api-reference/minimax/chat'],
  ['Kling', '/docs/api-reference/kling/text-to-video'],
  ['Dify', '/docs/api-reference/dify/chat'],
  ['Claude Code', '/docs/api-reference/claude-code/quick-start'],
];

const SAMPLE = `curl ${siteConfig.api.baseUrl}/v1/chat/completions \\
  -H "Authorization: Bearer YOUR_API_KEY" \\
  -H "Content-Type: application/json" \\
  -d '{
    "model": "gpt-6-luna",
    "messages": [{"role": "user", "content": "Hello!"}]
  }'`;

/** The home page: what the gateway is, a first request, and the way into the docs. */
export default function Home() {
  return (
    <main className={styles.home}>
      <section className={styles.hero}>
        <div className={styles.heroText}>
          <h1 className={styles.title}>{siteConfig.title}</h1>
          <p className={styles.tagline}>{siteConfig.tagline}</p>
          <p className={styles.lead}>One API key and one OpenAI-compatible API in front of the models of many vendors. Change the base URL, keep your code.</p>
          <div className={styles.actions}>
            <SmartLink href="/docs" className={styles.primary}>
              Get started
            </SmartLink>
            <SmartLink href="/docs/get-started/pricing-and-model-overview" className={styles.secondary}>
              Browse models and prices
            </SmartLink>
          </div>
        </div>
        <div className={styles.sample}>
          <p className={styles.sampleTitle} id="home-sample-title">
            Your first request
          </p>
          <pre role="region" aria-labelledby="home-sample-title" tabIndex={0}>
            <code>{SAMPLE}</code>
          </pre>
        </div>
      </section>

      <section className={styles.section} aria-labelledby="home-features">
        <h2 id="home-features" className={styles.sectionTitle}>
          What the gateway gives you
        </h2>
        <ul className={styles.features}>
          {FEATURES.map((f) => (
            <li key={f.title} className={styles.feature}>
              <h3>{f.title}</h3>
              <p>{f.body}</p>
            </li>
          ))}
        </ul>
      </section>

      <section className={styles.section} aria-labelledby="home-vendors">
        <h2 id="home-vendors" className={styles.sectionTitle}>
          Jump to a vendor
        </h2>
        <ul className={styles.vendors}>
          {VENDORS.map(([label, href]) => (
            <li key={label}>
              <SmartLink href={href} className={styles.vendor}>
                {label}
              </SmartLink>
            </li>
          ))}
        </ul>
      </section>
    </main>
  );
}
