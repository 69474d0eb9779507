/**
 * A rule between the fields of a form: from the values after a change and before it, the values
 * it changes in turn (null: none). FormPage applies its `rules` to every change (a change a rule
 * makes goes through them again) and, with `previous` equal to `next`, to the first values and
 * to a loaded record: there only the rules about the present state act (see dependsOn).
 */
export type FieldRule<V> = (next: V, previous: V) => Partial<V> | null;

/** Empty as a form holds it: no date, an empty text, an unticked box. */
const isEmpty = (value: unknown) => value === null || value === undefined || value === '' || value === false;

/** The part of `patch` that changes `values` (null when nothing would). */
function changes<V>(values: V, patch: Partial<V>): Partial<V> | null {
  const diff = Object.fromEntries(Object.entries(patch).filter(([key, value]) => values[key as keyof V] !== value)) as Partial<V>;
  return Object.keys(diff).length ? diff : null;
}

/** Emptying `source` empties the others too: clearing the publish date clears the unpublish date. */
export function clearsWith<V>(source: keyof V, cleared: Partial<V>): FieldRule<V> {
  return (next, previous) => (!isEmpty(previous[source]) && isEmpty(next[source]) ? changes(next, cleared) : null);
}

/**
 * Fields that exist only while `toggle` is on (a cancelled room's justification): while it is
 * off they hold `cleared`, so what is hidden is neither validated nor sent. The screen shows
 * them only when the toggle is on (`form.values.canceled && <Textarea ... />`).
 */
export function dependsOn<V>(toggle: keyof V, cleared: Partial<V>): FieldRule<V> {
  return (next) => (isEmpty(next[toggle]) ? changes(next, cleared) : null);
}

/**
 * Two booleans that are never both on: turning one on turns the other off. By default exactly
 * one is on (a classroom is public or specific), so turning one off turns the other on;
 * `{ allowNone: true }` lets both be off.
 */
export function exclusive<V>(a: keyof V, b: keyof V, { allowNone = false } = {}): FieldRule<V> {
  const follow = (changed: keyof V, other: keyof V, next: V) =>
    next[changed] ? changes(next, { [other]: false } as Partial<V>) : allowNone ? null : changes(next, { [other]: true } as Partial<V>);
  return (next, previous) => {
    if (next[a] !== previous[a]) return follow(a, b, next);
    if (next[b] !== previous[b]) return follow(b, a, next);
    return null;
  };
}

/** What the rules change after one change, each rule seeing what the earlier ones changed (null: nothing). */
export function applyFieldRules<V>(rules: readonly FieldRule<V>[], next: V, previous: V): Partial<V> | null {
  let patch: Partial<V> | null = null;
  for (const rule of rules) {
    const more = rule(patch ? Object.assign({}, next, patch) : next, previous);
    if (more) patch = Object.assign({}, patch, more);
  }
  return patch;
}

/** Values the rules about the present state hold for (e.g. a hidden field cleared). */
export function settleFieldRules<V>(rules: readonly FieldRule<V>[], values: V): V {
  let settled = values;
  // Each pass can only clear or set what an earlier one left; a few passes always suffice.
  for (let pass = 0; pass < 5; pass++) {
    const patch = applyFieldRules(rules, settled, settled);
    if (!patch) break;
    settled = { ...settled, ...patch };
  }
  return settled;
}
