/** A text without case or accents ('Relatórios' → 'relatorios'): how names are compared, as the server's search_fold(). */
export const foldText = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
