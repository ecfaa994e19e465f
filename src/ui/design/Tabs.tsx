import * as RadixTabs from '@radix-ui/react-tabs';
import './tabs.css';

/**
 * WAI-ARIA tabs (Radix Tabs): arrows move between tabs and select (mirrored
 * in right-to-left by the page's DirectionProvider), Home and End jump to
 * the ends, each tab controls its panel. `pills`: a segmented look for
 * sections (live / line); `underline`: panels of one card (the slip).
 */
export function Tabs({ className, ...props }: RadixTabs.TabsProps) {
  return <RadixTabs.Root className={className ? `tabs ${className}` : 'tabs'} activationMode="automatic" {...props} />;
}

export function TabList({ look = 'underline', className, ...props }: RadixTabs.TabsListProps & { look?: 'underline' | 'pills' }) {
  return <RadixTabs.List className={`tabs__list tabs__list--${look}${className ? ` ${className}` : ''}`} {...props} />;
}

export function Tab({ className, ...props }: RadixTabs.TabsTriggerProps) {
  return <RadixTabs.Trigger className={className ? `tabs__tab ${className}` : 'tabs__tab'} {...props} />;
}

export function TabPanel({ className, ...props }: RadixTabs.TabsContentProps) {
  return <RadixTabs.Content className={className ? `tabs__panel ${className}` : 'tabs__panel'} {...props} />;
}
