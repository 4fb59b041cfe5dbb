/** EN grammar codes per catalog id (format: catalog/grammar.ts). */
export const EN_GRAMMAR: Readonly<Record<string, string>> = {
};
