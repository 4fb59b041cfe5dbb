/** FR grammar codes per catalog id (format: catalog/grammar.ts). */
export const FR_GRAMMAR: Readonly<Record<string, string>> = {
};
