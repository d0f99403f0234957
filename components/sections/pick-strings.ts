/**
 * The parts of a namespace's messages an island needs, by key and in that order: what a page hands to
 * a client island as its `strings`, so that only those parts travel with the page.
 */
export function pickStrings<Messages extends object, Key extends keyof Messages>(
  messages: Messages,
  keys: readonly Key[],
): Pick<Messages, Key> {
  return Object.fromEntries(keys.map((key) => [key, messages[key]])) as Pick<Messages, Key>;
}
