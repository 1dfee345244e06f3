/** The keys of T whose values are text or none. */
type TextKeys<T> = { [K in keyof T]-?: T[K] extends string | null | undefined ? K : never }[keyof T];

/**
 * Text fields of an item as a form's inputs hold them: the item's text, '' where it has none or there
 * is no item yet (a create form).
 */
export function textValues<T extends object, K extends TextKeys<T>>(
  item: T | null | undefined,
  keys: readonly K[],
): Record<K, string> {
  return Object.fromEntries(
    keys.map((key) => [key, (item?.[key] as string | null | undefined) ?? '']),
  ) as Record<K, string>;
}
