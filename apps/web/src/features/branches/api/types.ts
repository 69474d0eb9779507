export interface Branch {
  id: number;
  value: string;
}
