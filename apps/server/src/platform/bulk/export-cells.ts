/** Cells of a list's export, written as the screens show them. */

/** 'Sim' / 'Não' of a 0/1 or boolean flag. */
export const yesNo = (flag: number | boolean | null | undefined): string => (flag ? 'Sim' : 'Não');

/** An instant the API carries as ISO text, as a Date: the file writes it dd/mm/yyyy HH:mm in São Paulo. */
export const instant = (iso: string | null | undefined): Date | null => (iso ? new Date(iso) : null);
