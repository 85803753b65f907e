/** The heading style of every section of a boat page. */
export const sectionTitle = "text-xl font-bold text-slate-900 dark:text-white";
