/**
 * The add/edit dialog driven like a person would (spec 3 §2, §5): rows from one to five, lazy
 * errors, the country code kept to 4 characters, a refused save showing the server's verdict.
 */
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { contactFormMachine } from '../../src/machines/contacts/contactForm/contactForm.machine.ts';
import { contactFormToView } from '../../src/machines/contacts/contactForm/toView.ts';
import type { SaveContactRequest, SaveContactResult } from '../../src/machines/contacts/contactForm/types.ts';
import { RETCODE } from '../../src/services/api/contract/retcodes.ts';
import { refused } from '../support/apiResults.ts';

function openForm(answer: (request: SaveContactRequest) => SaveContactResult) {
  const requests: SaveContactRequest[] = [];
  const machine = contactFormMachine.provide({
    actors: {
      saveContact: fromPromise<SaveContactResult, SaveContactRequest>(async ({ input }) => {
        requests.push(input);
        return answer(input);
      }),
    },
  });
  const actor = createActor(machine, { input: { mode: 'add', defaultTelCode: '+(861)2' } }).start();
  return { actor, requests, view: () => contactFormToView(actor.getSnapshot()) };
}

describe('contact form', () => {
  it('offers plus up to five rows and minus down to one', () => {
    const { actor, view } = openForm(() => refused(RETCODE.BAD_REQUEST));
    expect(view()).toMatchObject({ canAddRow: true, canRemoveRow: false });
    for (let i = 0; i < 6; i++) actor.send({ type: 'form.phone.add' });
    expect(view().values.phones).toHaveLength(5);
    expect(view()).toMatchObject({ canAddRow: false, canRemoveRow: true });
    for (let i = 0; i < 6; i++) actor.send({ type: 'form.phone.remove', index: 0 });
    expect(view().values.phones).toHaveLength(1);
    // spec 1 §5: the country code keeps 4 characters; '+' and brackets are dropped.
    expect(view().values.phones[0]?.telCode).toBe('8612');
  });

  it('shows an error once its field is left, every error after a submit, and saves nothing invalid', () => {
    const { actor, requests, view } = openForm(() => refused(RETCODE.BAD_REQUEST));
    actor.send({ type: 'form.change', field: 'email', value: 'nope' });
    expect(view().errors).toEqual({});
    actor.send({ type: 'form.blur', field: 'email' });
    expect(view().errors).toEqual({ email: 'contacts.form.t35' });
    actor.send({ type: 'form.submit' });
    expect(view().errors).toEqual({
      name: 'contacts.form.t12',
      'phones[0].phone': 'contacts.form.t33',
      email: 'contacts.form.t35',
    });
    expect(requests).toEqual([]);
  });

  it('moves the touched marks of the rows below a removed row up with them', () => {
    const { actor, view } = openForm(() => refused(RETCODE.BAD_REQUEST));
    actor.send({ type: 'form.phone.add' });
    actor.send({ type: 'form.phone.add' });
    actor.send({ type: 'form.phone.change', index: 2, field: 'phone', value: '12a' });
    actor.send({ type: 'form.blur', field: 'phones[2].phone' });
    expect(view().errors['phones[2].phone']).toBe('contacts.form.t34');
    actor.send({ type: 'form.phone.remove', index: 0 });
    expect(view().errors).toEqual({ 'phones[1].phone': 'contacts.form.t34' });
  });

  it('sends only the filled rows with a leading + and the country code, and shows a refusal by field', async () => {
    const refusal: SaveContactResult = {
      ok: false,
      retcode: RETCODE.BAD_REQUEST,
      retmsg: 'The name can be at most 20 characters long.',
      data: { errors: [{ field: 'name', key: 'contacts.form.t30' }] },
    };
    const { actor, requests, view } = openForm(() => refusal);
    actor.send({ type: 'form.change', field: 'name', value: ' Anna ' });
    actor.send({ type: 'form.phone.change', index: 0, field: 'telCode', value: '1' });
    actor.send({ type: 'form.phone.change', index: 0, field: 'phone', value: '(202) 555-0143' });
    actor.send({ type: 'form.phone.add' });
    actor.send({ type: 'form.submit' });
    await waitFor(actor, (snapshot) => snapshot.matches('failed'));
    expect(requests).toEqual([
      {
        draft: {
          name: 'Anna',
          phoneList: [{ phone: '+12025550143', telCode: '1', tag: 'Other' }],
          email: '',
          companyName: '',
          note: '',
        },
      },
    ]);
    expect(view()).toMatchObject({ step: 'failed', errors: { name: 'contacts.form.t30' } });
    // Editing the refused field clears the server's verdict on it.
    actor.send({ type: 'form.change', field: 'name', value: 'Ann' });
    expect(view().errors).toEqual({});
  });
});
