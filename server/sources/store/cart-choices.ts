/**
 * The chosen items of a basket line (spec 000 §3 "Product for basket": items, each id and
 * option_group; §4: a new line carries "the chosen items (id and optionGroup)"). A product with
 * options (a bundle's format and t-shirt size, a hoodie's size) needs exactly one choice per option
 * group; one without options takes none.
 */

/** One choice as the browser sends it and the store keeps it. */
export interface ChosenItem {
  id: string;
  optionGroup: string;
}

/** One option of a product, as the content has it. */
export interface ProductOption {
  id: string;
  title: string;
  option_group: string;
}

export type ChoiceCheck =
  | {
      ok: true;
      /** The choices in the product's own option order. */
      choices: ChosenItem[];
      /** Identifies the combination: two adds with the same key are the same line. */
      key: string;
    }
  | { ok: false; problems: string[] };

/** Checks the choices against the product's options; every problem is named, none is fixed silently. */
export function checkChoices(options: readonly ProductOption[], chosen: readonly ChosenItem[]): ChoiceCheck {
  const problems: string[] = [];
  const byId = new Map(options.map((option) => [option.id, option]));
  const chosenGroups = new Map<string, number>();

  chosen.forEach((choice, index) => {
    const option = byId.get(choice.id);
    if (!option) {
      problems.push(`items[${index}]: ${choice.id} is not an option of this product`);
      return;
    }
    if (option.option_group !== choice.optionGroup) {
      problems.push(`items[${index}]: ${choice.id} is a ${option.option_group} option, not ${choice.optionGroup}`);
      return;
    }
    chosenGroups.set(option.option_group, (chosenGroups.get(option.option_group) ?? 0) + 1);
  });

  const groups = [...new Set(options.map((option) => option.option_group))];
  for (const group of groups) {
    const count = chosenGroups.get(group) ?? 0;
    if (count === 0) problems.push(`Please choose a ${group.toLowerCase()}`);
    if (count > 1) problems.push(`Please choose only one ${group.toLowerCase()}`);
  }
  if (problems.length > 0) return { ok: false, problems };

  const chosenIds = new Set(chosen.map((choice) => choice.id));
  const choices = options
    .filter((option) => chosenIds.has(option.id))
    .map((option) => ({ id: option.id, optionGroup: option.option_group }));
  return { ok: true, choices, key: choiceKey(choices) };
}

/** The same key whatever order the choices came in; '' for a product without options. */
export function choiceKey(choices: readonly ChosenItem[]): string {
  return choices
    .map((choice) => choice.id)
    .sort()
    .join(',');
}
