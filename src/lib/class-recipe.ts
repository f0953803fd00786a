import { cn } from './cn';

type Axes = Record<string, Record<string, string>>;

/**
 * A component's classes from a base and one choice per axis (a button's variant and size, a card's
 * tone and padding), each axis with its default. A function declaration, so a module that imports
 * it while its own chunk is still loading can already call it.
 */
export function classRecipe<A extends Axes>(
  base: string,
  axes: A,
  defaults: { [K in keyof A]: keyof A[K] & string },
) {
  const names = Object.keys(axes) as (keyof A & string)[];
  return (choice: { [K in keyof A]?: (keyof A[K] & string) | undefined } = {}) =>
    cn(base, ...names.map((axis) => axes[axis]![choice[axis] ?? defaults[axis]]));
}
