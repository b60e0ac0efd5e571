import { Bike, Check, RefreshCw, Trash2, X } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { engines, vehicleInTree, type VehicleFamilyKey } from '@contracts/vehicle-vocabulary';
import type { GarageBikeInfo } from '@/components/garage-slot';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { SelectField } from '@/components/ui/field';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/toast';
import { useVehicles } from '@/lib/vehicle-tree';
import { vehicleLabel } from '../garage-changes';
import { useGarage } from '../use-garage';
import { text } from '@/components/ui/text';
import { Cluster } from '@/components/ui/layout';
import styles from './garage.module.css';
import { fieldRowClassName } from '@/components/ui/field-row';

interface GarageDialogProps {
  open: boolean;
  onClose: () => void;
  onChosen: (bike: GarageBikeInfo) => void;
}

/**
 * The garage selector: the visitor's bikes (choose the current one, remove one) and a new bike
 * picked family → model → year, with the engine that model year had. Native selects: keyboard,
 * screen readers and phones handle them as they always do.
 */
export function GarageDialog({ open, onClose, onChosen }: GarageDialogProps) {
  const { t } = useTranslation('garage');
  const titleId = useId();
  const garage = useGarage();
  const tree = useVehicles({ enabled: open });
  const [family, setFamily] = useState<VehicleFamilyKey | ''>('');
  const [model, setModel] = useState('');
  const [vehicleId, setVehicleId] = useState('');

  const families = tree.data?.families ?? [];
  const models = families.find((f) => f.key === family)?.models ?? [];
  const years = models.find((m) => m.code === model)?.years ?? [];
  const picked = tree.data && vehicleId ? vehicleInTree(tree.data, vehicleId) : undefined;
  const engineName = picked ? engines.find((e) => e.key === picked.engine)?.name : undefined;

  const choose = (bike: GarageBikeInfo) => {
    onChosen(bike);
    onClose();
    toast.success(t('chosen', { bike: bike.label }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!picked) return;
    const known = { ...picked, label: vehicleLabel(picked) };
    garage.choose(known);
    setFamily('');
    setModel('');
    setVehicleId('');
    choose(known);
  };

  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} className={styles.dialog}>
      <div className={styles.box}>
        <Cluster spread>
          <h2 id={titleId} className={`${text.iconHeading} ${styles.title}`}>
            <Bike aria-hidden="true" />
            {t('title')}
          </h2>
          <button type="button" className={styles.close} onClick={onClose} aria-label={t('close')}>
            <X aria-hidden="true" />
          </button>
        </Cluster>

        {garage.bikes.length > 0 ? (
          <section aria-labelledby={`${titleId}-bikes`} className={styles.section}>
            <h3 id={`${titleId}-bikes`} className={styles.subtitle}>
              {t('yourBikes')}
            </h3>
            <ul role="list" className={styles.bikes}>
              {garage.bikes.map((bike, i) => (
                <li key={bike.id} className={styles.bike}>
                  <button
                    type="button"
                    className={styles.bikeChoice}
                    aria-pressed={i === 0}
                    onClick={() => {
                      if (i > 0) garage.choose(bike);
                      choose(bike);
                    }}
                  >
                    {i === 0 ? <Check aria-hidden="true" /> : <Bike aria-hidden="true" />}
                    <span>{bike.label}</span>
                    {i === 0 ? <span className={styles.currentTag}>{t('current')}</span> : null}
                  </button>
                  <button type="button" className={styles.remove} onClick={() => garage.remove(bike.id)} aria-label={t('remove', { bike: bike.label })}>
                    <Trash2 aria-hidden="true" />
                  </button>
                </li>
              ))}
            </ul>
            <p className={text.meta}>{t(garage.savedIn === 'profile' ? 'savedInProfile' : 'savedInBrowser')}</p>
          </section>
        ) : (
          <p className={text.meta}>{t('intro')}</p>
        )}

        <form className={styles.form} onSubmit={submit} aria-labelledby={`${titleId}-add`}>
          <h3 id={`${titleId}-add`} className={styles.subtitle}>
            {garage.bikes.length ? t('addAnother') : t('add')}
          </h3>
          {tree.isPending ? (
            <p role="status" className={styles.loading}>
              <Spinner size="small" />
              {t('loading')}
            </p>
          ) : tree.isError ? (
            <Cluster role="alert" className={styles.error}>
              <p>{t('loadError')}</p>
              <Button variant="secondary" size="small" onClick={() => void tree.refetch()}>
                <RefreshCw aria-hidden="true" />
                {t('retry')}
              </Button>
            </Cluster>
          ) : (
            <>
              <div className={`${fieldRowClassName} ${styles.selects}`}>
                <SelectField
                  label={t('family')}
                  value={family}
                  data-autofocus
                  onChange={(event) => {
                    setFamily(event.target.value as VehicleFamilyKey | '');
                    setModel('');
                    setVehicleId('');
                  }}
                >
                  <option value="">{t('chooseFamily')}</option>
                  {families.map((f) => (
                    <option key={f.key} value={f.key}>
                      {f.name}
                    </option>
                  ))}
                </SelectField>
                <SelectField
                  label={t('model')}
                  value={model}
                  disabled={!family}
                  onChange={(event) => {
                    setModel(event.target.value);
                    setVehicleId('');
                  }}
                >
                  <option value="">{t('chooseModel')}</option>
                  {models.map((m) => (
                    <option key={m.code} value={m.code}>
                      {`${m.name} (${m.code})`}
                    </option>
                  ))}
                </SelectField>
                <SelectField label={t('year')} value={vehicleId} disabled={!model} onChange={(event) => setVehicleId(event.target.value)}>
                  <option value="">{t('chooseYear')}</option>
                  {[...years].reverse().map((y) => (
                    <option key={y.id} value={y.id}>
                      {y.year}
                    </option>
                  ))}
                </SelectField>
              </div>
              <p className={styles.engine} aria-live="polite">
                {picked && engineName ? t('engine', { engine: engineName }) : ''}
              </p>
              <Button type="submit" disabled={!picked}>
                <Check aria-hidden="true" />
                {t('choose')}
              </Button>
            </>
          )}
        </form>
      </div>
    </Dialog>
  );
}
