import { useMemo, useState } from 'react';
import { CONFIGURATOR_GROUPS, type ConfiguratorGroup } from '@/shared/constants/site';
import { GROUP_KEYS } from '@/shared/configurator-groups';
import type { Configuration, ConfiguratorOption } from '@/shared/schemas/configurator';

export interface ConfigurationState {
  /** Null while any group has nothing to choose from. */
  configuration: Configuration | null;
  /** What is chosen in each group that has options. */
  choices: Partial<Configuration>;
  /** Groups the company offers no options in, so the page can say so. */
  emptyGroups: ConfiguratorGroup[];
  choose: (group: ConfiguratorGroup, code: string) => void;
}

/**
 * The buyer's picks, with each group's first option until they choose. Derived rather than
 * stored, so an option staff withdraw while the page is open falls back to the first one left.
 */
export function useConfiguration(options: readonly ConfiguratorOption[] | undefined): ConfigurationState {
  const [picked, setPicked] = useState<Partial<Record<ConfiguratorGroup, string>>>({});
  const derived = useMemo(() => {
    const chosen: Partial<Configuration> = {};
    const emptyGroups: ConfiguratorGroup[] = [];
    for (const group of CONFIGURATOR_GROUPS) {
      const inGroup = (options ?? []).filter((o) => o.group === group);
      const code = inGroup.find((o) => o.code === picked[group])?.code ?? inGroup[0]?.code;
      if (code) chosen[GROUP_KEYS[group]] = code;
      else emptyGroups.push(group);
    }
    return { configuration: emptyGroups.length ? null : (chosen as Configuration), choices: chosen, emptyGroups };
  }, [options, picked]);
  return { ...derived, choose: (group, code) => setPicked((current) => ({ ...current, [group]: code })) };
}
