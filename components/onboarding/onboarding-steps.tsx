'use client';

// The onboarding dialog's step contents: the progress list, the welcome points and the summary of the
// chosen role (the role choice is ./role-step). State lives in the dialog (./onboarding-dialog).
import { Check, Code, Compass, FlaskConical, GraduationCap, Landmark, type LucideIcon } from 'lucide-react';
import type { Role } from '@/lib/api/contract';
import type { AppMessages } from '@/lib/i18n/app-config';
import { useTranslator } from '@/lib/i18n/use-translator';
import { cx } from '@/lib/utils';

export const steps = ['welcome', 'role', 'done'] as const;

/** Each role's icon and feature keys (messages: onboarding.roles.<role>.features.<key>). */
type Feature<R extends Role> = keyof AppMessages['onboarding']['roles'][R]['features'] & string;

export const roleMeta: { [R in Role]: { icon: LucideIcon; features: readonly Feature<R>[] } } = {
  explorer: { icon: Compass, features: ['learning', 'forums', 'aiTools'] },
  builder: { icon: Code, features: ['api', 'devTools', 'repositories', 'support'] },
  researcher: { icon: FlaskConical, features: ['datasets', 'collaboration', 'publication', 'grants'] },
  citizen: { icon: Landmark, features: ['voting', 'proposals', 'leadership', 'events'] },
};

/** For each of `Roles`, the message keys of its own features: roles.<role>.features.<feature>. */
type FeatureKeys<Roles extends Role> = { [R in Roles]: `roles.${R}.features.${Feature<R>}`[] };

/**
 * The message keys of a role's features, in order. Built here, where the role and its features are of
 * one type (roleMeta's), not where a role and a feature of any role would make keys no role has.
 */
export function featureKeys<R extends Role>(role: R): FeatureKeys<R>[R] {
  return roleMeta[role].features.map((feature) => `roles.${role}.features.${feature}` as const);
}

const welcomePoints = [
  { key: 'learn', icon: GraduationCap },
  { key: 'build', icon: Code },
  { key: 'govern', icon: Landmark },
] as const;

export function StepProgress({ step }: { step: number }) {
  const t = useTranslator('onboarding');
  return (
    <ol aria-label={t('progress')} className="grid grid-cols-3 gap-2">
      {steps.map((name, index) => (
        <li key={name} aria-current={index === step ? 'step' : undefined} className="min-w-0">
          <span
            aria-hidden="true"
            className={cx(
              'block h-1.5 rounded-full transition-colors',
              index <= step ? 'bg-gradient-to-r from-primary to-accent' : 'bg-surface-2',
            )}
          />
          <span
            className={cx(
              'mt-1.5 block truncate text-xs',
              index === step ? 'font-semibold text-foreground' : 'text-muted',
            )}
          >
            {t(`stepNames.${name}`)}
          </span>
        </li>
      ))}
    </ol>
  );
}

export function WelcomeStep() {
  const t = useTranslator('onboarding');
  return (
    <ul className="space-y-3">
      {welcomePoints.map(({ key, icon: Icon }) => (
        <li key={key} className="flex items-start gap-3 rounded-xl bg-surface-2/60 p-3 text-sm">
          <span
            aria-hidden="true"
            className="grid size-9 shrink-0 place-items-center rounded-full bg-primary/15 text-primary"
          >
            <Icon className="size-4" />
          </span>
          <span className="pt-1.5">{t(`welcome.points.${key}`)}</span>
        </li>
      ))}
    </ul>
  );
}

export function DoneStep({ role }: { role: Role | null }) {
  const t = useTranslator('onboarding');
  const chosen = role ? roleMeta[role] : null;
  return (
    <div className="rounded-xl border border-border bg-surface-2/50 p-4">
      {chosen && role ? (
        <>
          <p className="flex items-center gap-3 font-semibold">
            <span
              aria-hidden="true"
              className="grid size-9 place-items-center rounded-full bg-accent/15 text-accent"
            >
              <chosen.icon className="size-4" />
            </span>
            {t('done.chosen', { role: t(`roles.${role}.title`) })}
          </p>
          <ul className="mt-3 grid gap-2 sm:grid-cols-2">
            {featureKeys(role).map((feature) => (
              <li key={feature} className="flex items-center gap-2 text-sm">
                <Check aria-hidden="true" className="size-4 shrink-0 text-accent" />
                {t(feature)}
              </li>
            ))}
          </ul>
        </>
      ) : null}
      <p className="mt-4 text-sm text-muted">{t('role.changeLater')}</p>
    </div>
  );
}
