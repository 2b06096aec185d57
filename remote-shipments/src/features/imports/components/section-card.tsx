import { useId, type ReactNode, type Ref } from 'react';
import { Badge, Card, Heading, Stack } from '@portal/shared/ui/core';

export interface SectionCardProps {
  title: string;
  /** "Step 1": the imports page numbers its steps. */
  step?: string;
  /** The heading, focusable, for "take me there" links. */
  headingRef?: Ref<HTMLHeadingElement>;
  children: ReactNode;
}

/** A card that is a section of the page, named by its heading. */
export function SectionCard({ title, step, headingRef, children }: SectionCardProps) {
  const headingId = useId();
  return (
    <Card.Root as="section" aria-labelledby={headingId} minW="0">
      <Card.Header>
        <Stack gap="1">
          {step ? (
            <Badge alignSelf="start" variant="subtle">
              {step}
            </Badge>
          ) : null}
          <Heading id={headingId} ref={headingRef} tabIndex={headingRef ? -1 : undefined} size="md" outline="none">
            {title}
          </Heading>
        </Stack>
      </Card.Header>
      <Card.Body>{children}</Card.Body>
    </Card.Root>
  );
}
