import type { ComponentProps, ReactNode } from 'react';
import { Card } from './card';

/** A titled Card (the name it had first): a bordered card on a page, named by its heading. */
export function Panel(props: ComponentProps<typeof Card> & { title: ReactNode }) {
  return <Card {...props} />;
}
