export interface Branch {
  id: number;
  value: string;
  updated_at: string;
}
