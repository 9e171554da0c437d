/**
 * Every visible and assistive-technology string comes from one catalogue (src/i18n/en.json),
 * with `{name}` placeholders.
 */
import catalogue from './en.json';

export type MessageId = keyof typeof catalogue;

export function translate(id: MessageId, values: Readonly<Record<string, string | number>> = {}): string {
  const template: string = catalogue[id];
  return template.replace(/\{(\w+)\}/g, (match, name: string) => (name in values ? String(values[name]) : match));
}
