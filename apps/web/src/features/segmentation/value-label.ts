/** The label a value is shown with: its label when it says more than the value itself. */
export function valueLabel(v: { value: string; label: string | null }): string {
  return v.label && v.label !== v.value ? `${v.value} - ${v.label}` : v.value;
}
