import Mustache from 'mustache';
import { TEMPLATE_MESSAGES, type TemplateVariable } from '@energiek/contracts/templates';

// Rendering of the mail templates: Mustache syntax (`{{klant.naam}}`, `{{#x}}…{{/x}}` for a part shown
// only when x has a value), checked against the variables the template offers before it is stored.
// Mails are plain text, so values are inserted as they are; htmlEscape serves a caller that needs HTML.

/** Flat values by variable name ('klant.naam' → 'Bakkerij Aalbers B.V.'). */
export type TemplateValues = Readonly<Record<string, string>>;

type Token = [type: string, value: string, start: number, end: number, children?: Token[]];

/** Every variable name used (names, unescaped names and sections); throws on a syntax error. */
function usedNames(tokens: readonly Token[], into: Set<string>, errors: Set<string>): void {
  for (const token of tokens) {
    const [type, value, , , children] = token;
    if (type === '>') errors.add(TEMPLATE_MESSAGES.partial);
    else if (type === '=') errors.add(TEMPLATE_MESSAGES.delimiters);
    else if (type === 'name' || type === '&' || type === '#' || type === '^') {
      if (value !== '.') into.add(value);
    }
    if (children) usedNames(children, into, errors);
  }
}

/** Mustache's (English) parse error in Dutch. */
function syntaxProblem(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  const name = /"([^"]*)"/.exec(message)?.[1] ?? '';
  if (message.startsWith('Unclosed section')) return `{{#${name}}} wordt niet afgesloten met {{/${name}}}.`;
  if (message.startsWith('Unopened section')) return `{{/${name}}} staat er zonder {{#${name}}}.`;
  if (message.startsWith('Unclosed tag')) return 'een {{ wordt niet afgesloten met }}.';
  return 'controleer de {{ en }}.';
}

/**
 * The Dutch errors of a template (subject and body) against the variables it offers: syntax errors,
 * unknown variables, required variables missing. Empty when the template is fine.
 */
export function checkTemplate(
  parts: { subject: string; body: string },
  variables: readonly TemplateVariable[],
): { subject: string[]; body: string[] } {
  const known = new Set(variables.map((variable) => variable.name));
  const found = { subject: new Set<string>(), body: new Set<string>() };
  const errors = { subject: new Set<string>(), body: new Set<string>() };
  for (const field of ['subject', 'body'] as const) {
    try {
      usedNames(Mustache.parse(parts[field]) as Token[], found[field], errors[field]);
    } catch (error) {
      errors[field].add(TEMPLATE_MESSAGES.syntax(syntaxProblem(error)));
      continue;
    }
    for (const name of found[field]) {
      if (!known.has(name)) errors[field].add(TEMPLATE_MESSAGES.unknownVariable(name));
    }
  }
  // A template that does not parse says so; what it lacks is told once it parses.
  const parsed = errors.subject.size === 0 && errors.body.size === 0;
  for (const variable of parsed ? variables : []) {
    if (variable.required && !found.subject.has(variable.name) && !found.body.has(variable.name)) {
      errors.body.add(TEMPLATE_MESSAGES.missingVariable(variable.name));
    }
  }
  return { subject: [...errors.subject], body: [...errors.body] };
}

/** Nested view of flat values: { 'klant.naam': 'x' } → { klant: { naam: 'x' } }. */
function nest(values: TemplateValues): Record<string, unknown> {
  const view: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(values)) {
    const path = name.split('.');
    let node = view;
    for (const segment of path.slice(0, -1)) {
      const next = node[segment];
      node = (typeof next === 'object' && next !== null ? next : (node[segment] = {})) as Record<
        string,
        unknown
      >;
    }
    node[path[path.length - 1] ?? name] = value;
  }
  return view;
}

const asIs = (value: unknown) => String(value);

/** Renders subject and body with the values (missing values render empty); the subject on one line. */
export function renderTemplate(
  parts: { subject: string; body: string },
  values: TemplateValues,
): { subject: string; text: string } {
  const view = nest(values);
  const render = (template: string) => Mustache.render(template, view, {}, { escape: asIs });
  return {
    subject: render(parts.subject)
      .replace(/\s*[\r\n]+\s*/g, ' ')
      .trim(),
    text: render(parts.body),
  };
}

/** The sample values of a template's variables (preview and test mail). */
export function sampleValues(variables: readonly TemplateVariable[]): TemplateValues {
  return Object.fromEntries(variables.map((variable) => [variable.name, variable.example]));
}

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function htmlEscape(value: string): string {
  return value.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c] ?? c);
}
