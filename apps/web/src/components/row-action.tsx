import { ActionIcon, Tooltip } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { confirmDelete } from './confirm-delete.tsx';

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

/** A row's 'Excluir': the deletion asked for in confirmDelete's dialog. */
export function DeleteRowAction({ confirm }: { confirm: Parameters<typeof confirmDelete>[0] }) {
  return <RowAction label="Excluir" color="red" icon={<IconTrash size={18} />} onClick={() => confirmDelete(confirm)} />;
}
