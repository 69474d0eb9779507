import { Button } from '@mantine/core';
import { attendanceLabel, nextAttendance } from '@backoffice/domain/schemas/classroom';

const COLORS = { 1: 'green', 0: 'red' } as const;

/** What subscription_present is sent for the next step: not started goes out as -1, as the spec's clients send it. */
export const nextPresenceValue = (current: number | null | undefined): 1 | 0 | -1 => nextAttendance(current) ?? -1;

/**
 * A participant's attendance as a button showing where they are ('Não iniciado', 'Concluído',
 * 'Ausente'); a click moves them one step of the cycle (state rule).
 */
export function AttendanceButton(props: { value: number | null | undefined; disabled?: boolean; onChange: (next: 1 | 0 | -1) => void }) {
  const color = props.value === 1 || props.value === 0 ? COLORS[props.value] : 'gray';
  return (
    <Button size="xs" variant="light" color={color} disabled={props.disabled} onClick={() => props.onChange(nextPresenceValue(props.value))}>
      {attendanceLabel(props.value)}
    </Button>
  );
}
