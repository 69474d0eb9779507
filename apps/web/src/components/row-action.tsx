import { ActionIcon, Tooltip } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** An icon action of a table row: a link (to) or a button (onClick), always with a label. */
export function RowAction(props: {
  label: string;
  icon: ReactNode;
  to?: string;
  onClick?: () => void;
  color?: string;
  /** Shown but not usable (e.g. 'linked trails' while no trail holds the item). */
  disabled?: boolean;
}) {
  const link = props.to && !props.disabled ? { component: Link, to: props.to } : {};
  return (
    <Tooltip label={props.label}>
      <ActionIcon variant="subtle" color={props.color} aria-label={props.label} onClick={props.onClick} disabled={props.disabled} {...(link as object)}>
        {props.icon}
      </ActionIcon>
    </Tooltip>
  );
}
