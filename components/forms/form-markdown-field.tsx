'use client';

// MarkdownField bound to a useApiForm form by name (its value, its changes, its element for the focus)
// and to the form's tabs (useMarkdownTabs). Callers pass every text.
import { MarkdownField, type MarkdownFieldProps, type useMarkdownTabs } from './markdown-field';
import type { FieldBinding } from './text-fields';

type Bound = 'name' | 'value' | 'onChange' | 'tab' | 'onTabChange' | 'textareaRef';

export function FormMarkdownField<Name extends string>({
  form,
  name,
  tabs,
  ...props
}: Omit<MarkdownFieldProps, Bound> & {
  form: FieldBinding<Name>;
  name: NoInfer<Name>;
  tabs: ReturnType<typeof useMarkdownTabs>;
}) {
  return (
    <MarkdownField
      {...props}
      name={name}
      value={form.values[name]}
      onChange={(value) => form.setValue(name, value)}
      tab={tabs.tab}
      onTabChange={tabs.setTab}
      textareaRef={form.fieldRef(name)}
    />
  );
}
