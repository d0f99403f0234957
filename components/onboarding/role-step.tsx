'use client';

// The onboarding's second step: one role among four, as a radio group whose cards show each role's
// features. Next without a choice marks the group invalid and says so (the dialog counts the presses).
import { Check, CircleAlert } from 'lucide-react';
import type { Ref } from 'react';
import { roles, type Role } from '@/lib/api/contract';
import { useTranslator } from '@/lib/i18n/use-translator';
import { cx } from '@/lib/utils';
import { featureKeys, roleMeta } from './onboarding-steps';

type RoleStepProps = {
  role: Role | null;
  onChoose: (role: Role) => void;
  /** Next was pressed without a role: the group is invalid and says so. */
  missing: boolean;
  /** Counts those presses: each one announces the message again. */
  attempt: number;
  firstRadioRef: Ref<HTMLInputElement>;
  /** Base for the ids of the message and of each role's title and description. */
  idBase: string;
};

export function RoleStep({ role, onChoose, missing, attempt, firstRadioRef, idBase }: RoleStepProps) {
  const t = useTranslator('onboarding');
  const errorId = `${idBase}-error`;
  const invalid = missing && !role;
  return (
    <div>
      {invalid && (
        <p
          key={attempt}
          id={errorId}
          role="alert"
          className="mb-3 flex items-center gap-2 text-sm font-medium text-destructive"
        >
          <CircleAlert aria-hidden="true" className="size-4 shrink-0" />
          {t('noRoleToast.description')}
        </p>
      )}
      <div
        role="radiogroup"
        aria-label={t('role.legend')}
        aria-required="true"
        aria-invalid={invalid ? true : undefined}
        aria-describedby={invalid ? errorId : undefined}
        className="grid gap-3 sm:grid-cols-2"
      >
        {roles.map((id, index) => {
          const { icon: Icon } = roleMeta[id];
          const features = featureKeys(id);
          return (
            <label
              key={id}
              className={cx(
                'relative flex cursor-pointer flex-col rounded-xl border p-4 transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-ring',
                role === id
                  ? 'border-primary bg-primary/10'
                  : 'border-border bg-surface-2/40 hover:border-primary/60',
              )}
            >
              <input
                ref={index === 0 ? firstRadioRef : undefined}
                type="radio"
                name="onboarding-role"
                value={id}
                checked={role === id}
                onChange={() => onChoose(id)}
                aria-labelledby={`${idBase}-${id}-title`}
                aria-describedby={`${idBase}-${id}`}
                className="sr-only"
              />
              <span className="flex items-center gap-3">
                <span
                  aria-hidden="true"
                  className="grid size-9 shrink-0 place-items-center rounded-full bg-primary/15 text-primary"
                >
                  <Icon className="size-4" />
                </span>
                <span id={`${idBase}-${id}-title`} className="flex-1 font-semibold">
                  {t(`roles.${id}.title`)}
                </span>
                <span
                  aria-hidden="true"
                  className={cx(
                    'grid size-5 place-items-center rounded-full border',
                    role === id ? 'border-primary bg-primary text-primary-foreground' : 'border-border',
                  )}
                >
                  {role === id && <Check className="size-3.5" />}
                </span>
              </span>
              <span id={`${idBase}-${id}`} className="mt-2 block text-sm text-muted">
                {t(`roles.${id}.description`)}{' '}
                <span className="sr-only">
                  {t('role.features')}: {features.map((feature) => t(feature)).join(', ')}
                </span>
              </span>
              <span aria-hidden="true" className="mt-3 flex flex-wrap gap-1.5">
                {features.map((feature) => (
                  <span
                    key={feature}
                    className="rounded-full bg-surface px-2 py-0.5 text-xs text-foreground/90"
                  >
                    {t(feature)}
                  </span>
                ))}
              </span>
            </label>
          );
        })}
      </div>
      <p className="mt-4 text-sm text-muted">{t('role.changeLater')}</p>
    </div>
  );
}
