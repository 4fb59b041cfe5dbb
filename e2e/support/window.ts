/** The page's developer handle on its data layer (see web/src/data/DataProvider.tsx). */
declare global {
  interface Window {
    __avanzoData?: {
      writer: {
        createRecipe(recipe: unknown): Promise<void>;
        setSaved(id: string, saved: boolean): Promise<void>;
        deleteRecipe(id: string): Promise<void>;
      };
      recipes(): Promise<Array<{ id: string; title: string; saved: boolean }>>;
      syncNow(): Promise<void>;
      status(): { state: string; pending: number };
    };
  }
}

export {};
