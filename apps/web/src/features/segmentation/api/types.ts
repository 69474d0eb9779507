export interface AccountField {
  id: number;
  field: string;
  type: string;
}

export interface AccountFieldValue {
  id: number;
  account_field_id: number;
  value: string;
  label: string | null;
}

/** A value attached to the item (id is the value's id). */
export interface SegmentationValue extends AccountFieldValue {
  segmentation_id: number;
}

export interface SegmentationTarget {
  module_name: string;
  item_id: number;
}

/** What a typed list or an imported file did: values attached, values unknown to the base. */
export interface AttachResult {
  attached: number;
  not_found: string[];
  not_found_count: number;
}

/** The label a value is shown with: its label when it says more than the value itself. */
export function valueLabel(v: { value: string; label: string | null }): string {
  return v.label && v.label !== v.value ? `${v.value} - ${v.label}` : v.value;
}
